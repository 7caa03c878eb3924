/**
 * Mantine's styles for the components only the search pages use (the sliders, the phone filter
 * modal, close buttons), so they load with these pages instead of blocking every other one.
 */
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
