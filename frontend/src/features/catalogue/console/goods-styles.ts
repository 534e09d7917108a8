// Styles of the components only the seller's catalogue screens use; they load with those screens.
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Cascader.css';
import '@mantine/core/styles/Radio.css';
