/** One external link in the site settings. */
export interface SocialLink {
  label: string;
  url: string;
}

/** The unit the weather card shows temperatures in. */
export type TemperatureUnit = 'fahrenheit' | 'celsius';

/** Site settings from `GET /api/site`. Empty strings/arrays and nulls mean "not configured". */
export interface SiteSettings {
  organizationName: string;
  tagline: string;
  description: string;
  email: string;
  phone: string;
  location: string;
  socialLinks: SocialLink[];
  academyUrl: string;
  academyLabel: string;
  surveyUrl: string;
  founderName: string;
  founderTitle: string;
  founderBio: string;
  /** The farm's latitude (−90..90) for the live weather; null: no live weather. */
  latitude: number | null;
  /** The farm's longitude (−180..180); null: no live weather. */
  longitude: number | null;
  temperatureUnit: TemperatureUnit;
  /** The admin-set count of active gardens for the Community Griot's stats; null: not shown. */
  activeGardens: number | null;
}
