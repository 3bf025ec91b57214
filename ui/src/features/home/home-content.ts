/** Copy for the home page sections that is not site-specific. */

/** The Daily Farming Wisdom teasers shown while the latest posts load, or when they cannot be loaded. */
export const wisdomTeasers = [
  { title: 'Spring soil prep: test before you till', blurb: 'Why a simple pH test saves a season, and how to read the result.' },
  { title: 'Succession sowing for a steady summer harvest', blurb: 'Sow a little every two weeks instead of everything at once.' },
  { title: 'Mulch that keeps midsummer beds cool and moist', blurb: 'Straw, leaves or wood chips: which to use where, and how deep.' },
  { title: 'Saving seed from your best autumn plants', blurb: 'Pick the strongest plants, dry the seed well and label everything.' },
  { title: 'Planting a winter cover crop to feed next year’s soil', blurb: 'Clover, rye and vetch hold the soil and add nitrogen for spring.' },
] as const;
