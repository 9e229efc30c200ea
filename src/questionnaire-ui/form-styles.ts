// Mantine stylesheets of the form controls, loaded by form pages only (content pages stay lean).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
// Nested objects of a schema render through Mantine's SimpleGrid.
import '@mantine/core/styles/SimpleGrid.css';
