/** One external link in the site settings. */
export interface SocialLink {
  label: string;
  url: string;
}

/** Site settings from `GET /api/site`. Empty strings/arrays mean "not configured". */
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
}
