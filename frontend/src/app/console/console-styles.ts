// Styles of the components only the back office uses; they load with the console.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
