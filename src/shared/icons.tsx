import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconAward from '@tabler/icons-react/dist/esm/icons/IconAward.mjs';
import IconBrain from '@tabler/icons-react/dist/esm/icons/IconBrain.mjs';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconChecklist from '@tabler/icons-react/dist/esm/icons/IconChecklist.mjs';
import IconClipboardCheck from '@tabler/icons-react/dist/esm/icons/IconClipboardCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconDatabase from '@tabler/icons-react/dist/esm/icons/IconDatabase.mjs';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconFingerprint from '@tabler/icons-react/dist/esm/icons/IconFingerprint.mjs';
import IconGavel from '@tabler/icons-react/dist/esm/icons/IconGavel.mjs';
import IconHeartbeat from '@tabler/icons-react/dist/esm/icons/IconHeartbeat.mjs';
import IconHeartHandshake from '@tabler/icons-react/dist/esm/icons/IconHeartHandshake.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconMap from '@tabler/icons-react/dist/esm/icons/IconMap.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import IconReportSearch from '@tabler/icons-react/dist/esm/icons/IconReportSearch.mjs';
import IconScale from '@tabler/icons-react/dist/esm/icons/IconScale.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconServer from '@tabler/icons-react/dist/esm/icons/IconServer.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import IconStethoscope from '@tabler/icons-react/dist/esm/icons/IconStethoscope.mjs';
import IconTarget from '@tabler/icons-react/dist/esm/icons/IconTarget.mjs';
import IconTrendingUp from '@tabler/icons-react/dist/esm/icons/IconTrendingUp.mjs';
import IconUserShield from '@tabler/icons-react/dist/esm/icons/IconUserShield.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconWorld from '@tabler/icons-react/dist/esm/icons/IconWorld.mjs';
import type { Icon } from '@tabler/icons-react';
import type { IconName } from '../content/types.ts';

const icons: Readonly<Record<IconName, Icon>> = {
  'alert-triangle': IconAlertTriangle,
  award: IconAward,
  brain: IconBrain,
  'building-bank': IconBuildingBank,
  certificate: IconCertificate,
  'chart-bar': IconChartBar,
  checklist: IconChecklist,
  'clipboard-check': IconClipboardCheck,
  clock: IconClock,
  database: IconDatabase,
  eye: IconEye,
  'file-text': IconFileText,
  fingerprint: IconFingerprint,
  gavel: IconGavel,
  heartbeat: IconHeartbeat,
  handshake: IconHeartHandshake,
  lock: IconLock,
  map: IconMap,
  refresh: IconRefresh,
  'report-search': IconReportSearch,
  scale: IconScale,
  school: IconSchool,
  search: IconSearch,
  server: IconServer,
  settings: IconSettings,
  'shield-lock': IconShieldLock,
  stethoscope: IconStethoscope,
  target: IconTarget,
  'trending-up': IconTrendingUp,
  'user-shield': IconUserShield,
  users: IconUsers,
  world: IconWorld,
};

interface ContentIconProps {
  readonly name: IconName;
  readonly size?: number;
}

/** Draws a content icon by name; decorative, so hidden from assistive technology. */
export function ContentIcon({ name, size = 24 }: ContentIconProps) {
  const Drawn = icons[name];
  return <Drawn size={size} stroke={1.6} aria-hidden="true" />;
}
