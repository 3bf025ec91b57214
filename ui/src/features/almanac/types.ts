/** The moon on the almanac's day (`GET /api/almanac`). */
export interface MoonPhase {
  /** New Moon, Waxing Crescent, First Quarter, Waxing Gibbous, Full Moon, Waning Gibbous, Last Quarter or Waning Crescent. */
  name: string;
  /** Percent of the disc lit, one decimal. */
  illumination: number;
  /** Days since the last new moon. */
  age: number;
  /** RFC 3339 instants. */
  nextNewMoon: string;
  nextFullMoon: string;
}

/** `GET /api/almanac?date=YYYY-MM-DD`: one day's almanac, computed on the server. */
export interface Almanac {
  date: string;
  hemisphere: 'northern' | 'southern';
  month: string;
  moonPhase: MoonPhase;
  /** One paragraph, phrased as a tradition. */
  plantingAdvice: string;
  /** Says that planting by the moon is a tradition, not proven science. */
  traditionNote: string;
  seasonalTasks: string[];
}
