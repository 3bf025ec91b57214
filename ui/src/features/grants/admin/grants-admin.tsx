import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { toast } from '@/app/toast/use-toast';
import { useAdminGrants, useDeleteGrant, useSaveGrant } from '../api/grants';
import type { GrantProgram } from '../types';
import { DEADLINE_LABELS, FARM_TYPES, FARMER_TYPES, PROJECT_FOCUS } from '../utils/grants';
import '@/components/admin.css';
import '../components/grants.css';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const BLANK: GrantProgram = {
  id: '',
  title: '',
  agency: '',
  kind: 'grant',
  awardMin: 0,
  awardMax: 0,
  deadlineMonth: null,
  deadlineDay: null,
  rolling: false,
  deadlineDate: null,
  farmerTypes: FARMER_TYPES.map((o) => o.value),
  farmTypes: FARM_TYPES.map((o) => o.value),
  focusAreas: [],
  applicants: '',
  regions: null,
  regionLabel: null,
  match: 'None',
  matchPercent: 0,
  description: '',
  website: 'https://',
  figuresYear: new Date().getFullYear(),
  applicationTips: ['', '', ''],
  source: 'admin',
};

function Checkboxes({ legend, options, values, onChange }: { legend: string; options: { value: string; label: string }[]; values: string[]; onChange: (v: string[]) => void }) {
  return (
    <fieldset className="admin-checks">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="checkbox"
            checked={values.includes(o.value)}
            onChange={() => onChange(values.includes(o.value) ? values.filter((v) => v !== o.value) : [...values, o.value])}
          />{' '}
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

function ProgramForm({ initial, isNew, onDone }: { initial: GrantProgram; isNew: boolean; onDone: () => void }) {
  const [p, setP] = useState<GrantProgram>(initial);
  const [tips, setTips] = useState(initial.applicationTips.join('\n'));
  const [regions, setRegions] = useState((initial.regions ?? []).join(', '));
  const save = useSaveGrant();
  const set = (patch: Partial<GrantProgram>) => setP({ ...p, ...patch });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const regionList = regions.split(/[,\s]+/).map((r) => r.trim().toUpperCase()).filter(Boolean);
    const program: GrantProgram = {
      ...p,
      applicationTips: tips.split('\n').map((t) => t.trim()).filter(Boolean),
      regions: regionList.length ? regionList : null,
      regionLabel: regionList.length ? p.regionLabel : null,
      deadlineDate: p.deadlineDate || null,
    };
    save.mutate(
      { program, isNew },
      {
        onSuccess: (saved) => {
          toast({ title: isNew ? 'Program added' : 'Program saved', description: saved.title });
          onDone();
        },
      },
    );
  }

  return (
    <form className="form admin-form" onSubmit={onSubmit} aria-label={isNew ? 'New grant program' : `Edit ${initial.title}`}>
      {isNew && (
        <div className="field">
          <label htmlFor="gp-id">Id (lowercase letters, digits and -; members' applications keep it)</label>
          <input id="gp-id" className="input" required value={p.id} onChange={(e) => set({ id: e.target.value })} />
        </div>
      )}
      <div className="field">
        <label htmlFor="gp-title">Title</label>
        <input id="gp-title" className="input" required maxLength={200} value={p.title} onChange={(e) => set({ title: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="gp-agency">Agency or funder</label>
        <input id="gp-agency" className="input" required maxLength={200} value={p.agency} onChange={(e) => set({ agency: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="gp-kind">Kind</label>
        <select id="gp-kind" className="input" value={p.kind} onChange={(e) => set({ kind: e.target.value })}>
          <option value="grant">Grant</option>
          <option value="loan">Loan</option>
          <option value="cost-share">Cost-share</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="gp-min">Smallest award ($)</label>
        <input id="gp-min" className="input" type="number" min={0} value={p.awardMin} onChange={(e) => set({ awardMin: Number(e.target.value) })} />
      </div>
      <div className="field">
        <label htmlFor="gp-max">Largest award ($)</label>
        <input id="gp-max" className="input" type="number" min={0} value={p.awardMax} onChange={(e) => set({ awardMax: Number(e.target.value) })} />
      </div>
      <fieldset className="admin-checks">
        <legend>Deadline</legend>
        <label>
          <input type="checkbox" checked={p.rolling} onChange={(e) => set({ rolling: e.target.checked })} /> Rolling (applications all year)
        </label>
        <div className="field">
          <label htmlFor="gp-date">This round closes on (a date wins over the usual month)</label>
          <input id="gp-date" className="input" type="date" value={p.deadlineDate ?? ''} onChange={(e) => set({ deadlineDate: e.target.value || null })} />
        </div>
        <div className="field">
          <label htmlFor="gp-month">Usually closes in</label>
          <select id="gp-month" className="input" value={p.deadlineMonth ?? ''} onChange={(e) => set({ deadlineMonth: e.target.value ? Number(e.target.value) : null })}>
            <option value="">No usual month</option>
            {MONTHS.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="gp-day">On day (empty for the end of the month)</label>
          <input
            id="gp-day"
            className="input"
            type="number"
            min={1}
            max={31}
            value={p.deadlineDay ?? ''}
            onChange={(e) => set({ deadlineDay: e.target.value ? Number(e.target.value) : null })}
          />
        </div>
      </fieldset>
      <Checkboxes legend="Farmer types" options={FARMER_TYPES} values={p.farmerTypes} onChange={(farmerTypes) => set({ farmerTypes })} />
      <Checkboxes legend="Farm types" options={FARM_TYPES} values={p.farmTypes} onChange={(farmTypes) => set({ farmTypes })} />
      <Checkboxes legend="Focus areas" options={PROJECT_FOCUS} values={p.focusAreas} onChange={(focusAreas) => set({ focusAreas })} />
      <div className="field">
        <label htmlFor="gp-regions">States (codes, e.g. CA, NV; empty for nationwide)</label>
        <input id="gp-regions" className="input" value={regions} onChange={(e) => setRegions(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="gp-region-label">Region name</label>
        <input id="gp-region-label" className="input" value={p.regionLabel ?? ''} onChange={(e) => set({ regionLabel: e.target.value || null })} />
      </div>
      <div className="field">
        <label htmlFor="gp-match">Match requirement</label>
        <input id="gp-match" className="input" value={p.match} onChange={(e) => set({ match: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="gp-applicants">Who may apply</label>
        <input id="gp-applicants" className="input" value={p.applicants} onChange={(e) => set({ applicants: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="gp-description">Description</label>
        <textarea id="gp-description" className="input" rows={4} required maxLength={2000} value={p.description} onChange={(e) => set({ description: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="gp-website">Website</label>
        <input id="gp-website" className="input" type="url" required value={p.website} onChange={(e) => set({ website: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="gp-year">Figures checked in</label>
        <input id="gp-year" className="input" type="number" value={p.figuresYear} onChange={(e) => set({ figuresYear: Number(e.target.value) })} />
      </div>
      <div className="field">
        <label htmlFor="gp-tips">Application tips (one a line, at least 3)</label>
        <textarea id="gp-tips" className="input" rows={4} value={tips} onChange={(e) => setTips(e.target.value)} />
      </div>
      {save.isError && (
        <p className="alert" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {isNew ? 'Add Program' : 'Save Program'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The dashboard's Grants tab: the programs growers are matched to, their deadlines, and edits. */
export function GrantsAdmin() {
  const programs = useAdminGrants();
  const remove = useDeleteGrant();
  const [editing, setEditing] = useState<{ program: GrantProgram; isNew: boolean } | null>(null);
  return (
    <section aria-labelledby="grants-admin-title">
      <div className="admin-section-head">
        <h2 id="grants-admin-title">Grant programs</h2>
        <button type="button" className="btn btn--primary" onClick={() => setEditing({ program: BLANK, isNew: true })}>
          Add Program
        </button>
      </div>
      <p className="admin-muted">
        The programs members search on Grant Search. Set this year's closing date when a notice comes out; members tracking a
        program get reminders 14 and 3 days before it. `farmstand grants import --keyword …` adds opportunities from Grants.gov.
      </p>
      {editing && <ProgramForm key={editing.program.id || 'new'} initial={editing.program} isNew={editing.isNew} onDone={() => setEditing(null)} />}
      <QueryState query={programs} what="grant programs">
        {(list) => (
          <div className="table-scroll">
            <table className="admin-table" aria-labelledby="grants-admin-title">
              <thead>
                <tr>
                  <th scope="col">Program</th>
                  <th scope="col">Deadline</th>
                  <th scope="col">Source</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <strong>{p.title}</strong>
                      <br />
                      {p.agency}
                    </td>
                    <td>
                      {p.deadlineStatus && DEADLINE_LABELS[p.deadlineStatus]}: {p.deadlineText}
                    </td>
                    <td>{p.source}</td>
                    <td>
                      <div className="btn-row">
                        <button type="button" className="btn btn--secondary" onClick={() => setEditing({ program: p, isNew: false })}>
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn--secondary"
                          onClick={() => {
                            if (window.confirm(`Delete ${p.title}? Members tracking it keep their notes, but it leaves the search.`)) {
                              remove.mutate(p.id, { onError: (err) => toast({ title: 'Not deleted', description: errorMessage(err) }) });
                            }
                          }}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
