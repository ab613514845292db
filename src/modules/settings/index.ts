// Brand content: what other modules and the server may use.
export { SettingEntity } from './setting.entity';
export type { SiteSettings } from './settings.schema';
export { getSiteSettings } from './settings.service';
export { DEFAULT_SETTINGS } from './settings.defaults';
