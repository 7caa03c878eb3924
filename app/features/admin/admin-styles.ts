/**
 * Mantine's styles for the components only the admin area uses (tables, badges, alerts, code,
 * lists), so they load with its pages instead of with every other one.
 */
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Anchor.css';
