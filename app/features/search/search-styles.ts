/**
 * Mantine's styles for the components only the search pages use (the map card's close button), so
 * they load with these pages instead of blocking every other one.
 */
import '@mantine/core/styles/CloseButton.css';
