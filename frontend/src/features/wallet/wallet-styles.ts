// Styles of the components only the wallet forms use; they load with those screens.
import '@mantine/core/styles/Radio.css';
