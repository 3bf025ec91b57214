import type { ReactNode } from 'react';
import { AlmanacCard, TimeOfDayIndicator, useNow } from '@/features/almanac';
import { DailyBlogCard } from '@/features/blog';
import { usePageMeta } from '@/features/site';
import { WeatherCard } from '@/features/weather';
import { localIsoDay } from '@/lib/format';
import { CommunityResourcesCard } from './community-resources-card';
import { CommunityStatsCard } from './community-stats-card';
import { DailyWisdomCard } from './daily-wisdom-card';
import { FarmGamesCard, FarmTetrisCard, InteractiveGamesCard, RecipeGeneratorCard } from './games-cards';
import { SmartFarmingCard } from './smart-farming-card';
import './community.css';

/** One place in the hub's grid; `wide` spans both columns on wide screens. */
function Slot({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={wide ? 'hub-grid__slot hub-grid__slot--wide' : 'hub-grid__slot'}>{children}</div>;
}

/**
 * The Community Griot (seed 001 §2): the hub's cards in the seed's order. One column on
 * phones; on wider screens two, with the long cards across both. The clock is read every
 * minute, for the time-of-day band and for the almanac's day.
 */
export default function CommunityPage() {
  usePageMeta({
    title: 'Community Griot',
    description:
      'Our community hub: today’s almanac and moon, live growing conditions, a daily blog with tips, the video of the day, farm games and resources for growers.',
  });
  const now = useNow();

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Community hub</p>
          <h1>Community Griot</h1>
          <p>
            A griot keeps a community’s stories and wisdom. Ours keeps the garden’s: the almanac, today’s conditions, a
            daily lesson and the resources our growers share.
          </p>
        </div>
      </header>
      <div className="section">
        <div className="container hub-grid">
          <Slot wide>
            <TimeOfDayIndicator now={now} />
          </Slot>
          <Slot>
            <AlmanacCard day={localIsoDay(now)} />
          </Slot>
          <Slot>
            <WeatherCard />
          </Slot>
          <Slot>
            <FarmGamesCard />
          </Slot>
          <Slot>
            <CommunityStatsCard />
          </Slot>
          <Slot wide>
            <DailyWisdomCard />
          </Slot>
          <Slot wide>
            <SmartFarmingCard />
          </Slot>
          <Slot wide>
            <DailyBlogCard today={now} />
          </Slot>
          <Slot>
            <FarmTetrisCard />
          </Slot>
          <Slot>
            <RecipeGeneratorCard />
          </Slot>
          <Slot wide>
            <CommunityResourcesCard />
          </Slot>
          <Slot wide>
            <InteractiveGamesCard />
          </Slot>
        </div>
      </div>
    </>
  );
}
