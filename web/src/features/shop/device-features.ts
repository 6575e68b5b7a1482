import { defineMessage, type IntlShape } from 'react-intl';
import type { DeviceHighlight } from '../../content/landing';
import type { DeviceCategory } from '../../content/types';

export function isDeviceCategory(category: string): category is DeviceCategory {
  return category === 'light' || category === 'pro';
}

/**
 * The feature list of a device card: the product's features with the package's hardware lines
 * (from `highlights`, in the page's language) inserted right after its speed line
 * ('Up to 30 Mbps Speed' → 'Wifi 5', …). Lines already present are not repeated; without a speed
 * line the hardware lines go first.
 */
export function deviceFeatureLines(
  category: string,
  features: readonly string[],
  highlights: Record<DeviceCategory, Pick<DeviceHighlight, 'speed' | 'hardware'>>,
): string[] {
  if (!isDeviceCategory(category)) return [...features];
  const { speed, hardware } = highlights[category];
  const norm = (s: string) => s.trim().toLowerCase();
  const extra = new Set(hardware.map(norm));
  const base = features.filter((f) => !extra.has(norm(f)));
  const at = base.findIndex((f) => norm(f) === norm(speed));
  if (at === -1) return [speed, ...hardware, ...base];
  return [...base.slice(0, at + 1), ...hardware, ...base.slice(at + 1)];
}

const planPeriod = defineMessage<{ months: number }>({
  id: 'shop.plan.period',
  defaultMessage: '{months, plural, one {per month} other {for # months}}',
});

/** 'per month' for one month, else 'for {duration} months'. */
export function planPeriodLabel(intl: IntlShape, duration: number | null | undefined): string {
  return intl.formatMessage(planPeriod, { months: duration ?? 1 });
}
