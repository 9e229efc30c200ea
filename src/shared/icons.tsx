import {
  IconAlertTriangle,
  IconAward,
  IconBrain,
  IconBuildingBank,
  IconCertificate,
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
  IconClock,
  IconDatabase,
  IconEye,
  IconFileText,
  IconFingerprint,
  IconGavel,
  IconHeartbeat,
  IconHeartHandshake,
  IconLock,
  IconMap,
  IconRefresh,
  IconReportSearch,
  IconScale,
  IconSchool,
  IconSearch,
  IconServer,
  IconSettings,
  IconShieldLock,
  IconStethoscope,
  IconTarget,
  IconTrendingUp,
  IconUserShield,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
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
