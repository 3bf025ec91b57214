/** Copy for the home page sections that is not site-specific. */

/** The Daily Farming Wisdom teasers shown while the latest posts load, or when they cannot be loaded. */
export const wisdomTeasers = [
  { title: 'Spring soil prep: test before you till', blurb: 'Why a simple pH test saves a season, and how to read the result.' },
  { title: 'Succession sowing for a steady summer harvest', blurb: 'Sow a little every two weeks instead of everything at once.' },
  { title: 'Mulch that keeps midsummer beds cool and moist', blurb: 'Straw, leaves or wood chips: which to use where, and how deep.' },
  { title: 'Saving seed from your best autumn plants', blurb: 'Pick the strongest plants, dry the seed well and label everything.' },
  { title: 'Planting a winter cover crop to feed next year’s soil', blurb: 'Clover, rye and vetch hold the soil and add nitrogen for spring.' },
] as const;

export const featurePanels = [
  {
    title: 'Grant Writing Expert',
    body: 'Grant money can pay for fencing, irrigation, a high tunnel or a youth programme. Our assistant helps you find programmes that fit, explains what reviewers look for, and helps you draft a clear project summary, budget and timeline in your own words.',
  },
  {
    title: 'Advanced Farm Tools',
    body: 'Plan your season with tools built for small growers: a personalised four-week farm plan, planting calendars, soil and crop advice, and quizzes that turn what you read into what you know.',
  },
  {
    title: 'Educational Mission',
    body: 'We believe growing knowledge should be free. Our guides, workshops and youth programmes put practical skills in the hands of neighbours, with extra care for communities that have been left out of farming for too long.',
  },
] as const;
