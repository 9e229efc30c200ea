// The site's own stylesheets (so the preview looks exactly like the form page), then the few
// Mantine components only the workbench's chrome uses.
import '../app/mantine-styles.ts';
import '../questionnaire-ui/form-styles.ts';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import './workbench.css';
