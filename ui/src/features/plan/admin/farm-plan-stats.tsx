import { QueryState } from '@/components/query-state';
import { useFarmPlanStats } from '../api/farm-plan';
import { BUDGET_OPTIONS, EXPERIENCE_OPTIONS, TIME_OPTIONS } from '../utils/wizard';
import '@/components/admin.css';

function CountTable({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  return (
    <table className="admin-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Choice</th>
          <th scope="col">Plans</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <td>{r.label}</td>
            <td>{r.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dashboard's Farm plans tab: how many plans visitors made, by crop group, experience, budget and time. */
export function FarmPlanStatsAdmin() {
  const stats = useFarmPlanStats();
  return (
    <section aria-labelledby="plan-admin-title">
      <div className="admin-section-head">
        <h2 id="plan-admin-title">Farm plans</h2>
      </div>
      <QueryState query={stats} what="farm plan counts">
        {(s) => (
          <>
            <p className="admin-muted">
              {s.total} {s.total === 1 ? 'plan' : 'plans'} made on Start My Farm Plan; {s.kept} kept for their links (plans are kept for a year).
            </p>
            <div className="table-scroll">
              <CountTable title="By crop group" rows={s.byCropGroup.map((g) => ({ label: g.label, count: g.count }))} />
              <CountTable title="By experience" rows={EXPERIENCE_OPTIONS.map((o) => ({ label: o.label, count: s.byExperience[o.value] ?? 0 }))} />
              <CountTable title="By budget" rows={BUDGET_OPTIONS.map((o) => ({ label: `${o.label} (${o.range})`, count: s.byBudget[o.value] ?? 0 }))} />
              <CountTable title="By time per week" rows={TIME_OPTIONS.map((o) => ({ label: o.label, count: s.byTimePerWeek[String(o.value)] ?? 0 }))} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
