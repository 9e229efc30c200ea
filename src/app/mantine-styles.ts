// Only the Mantine stylesheets the site's components use: the full bundle costs ~36 KB gzip of
// render-blocking CSS on every page (see docs/performance.md, "Size budgets").
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
// The theme's CSS variables, generated from theme.ts (scripts/mantine-theme-css-plugin.ts).
import 'virtual:mantine-theme.css';
import '../shared/theme.css';
import './global.css';
