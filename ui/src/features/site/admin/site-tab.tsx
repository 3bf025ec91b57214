import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { TextAreaField, TextField } from '@/components/text-field';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import type { SiteSettings, SocialLink, TemperatureUnit } from '../types';
import { useAdminSite, useUpdateSiteSettings } from './api/site-settings';
import {
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  MAX_SOCIAL_LINKS,
  buildSitePayload,
  hasSiteErrors,
  maxChars,
  toSiteFormInput,
  validateSiteForm,
  type SiteFormErrors,
  type SiteFormInput,
  type SiteNumberField,
  type SiteTextField,
} from './utils/site-form';
import '@/components/admin.css';
import './site-admin.css';

/** The organisation's public identity: name, contact details, links and founder. */
export function SiteTab() {
  const site = useAdminSite();
  return (
    <section aria-labelledby="site-title">
      <div className="admin-section-head">
        <h2 id="site-title">Site</h2>
      </div>
      <p className="admin-muted">
        Shown in the header, the footer, the About page and the Community Griot. Leave a field empty to hide it.
      </p>
      <QueryState query={site} what="site settings">
        {(settings) => <SiteForm initial={settings} />}
      </QueryState>
    </section>
  );
}

/** A social link row with a stable key, so removing a row keeps the others' inputs in place. */
type LinkRow = SocialLink & { key: number };
type SiteFormValues = SiteFormInput<LinkRow>;

const TEMPERATURE_UNITS: { value: TemperatureUnit; label: string }[] = [
  { value: 'fahrenheit', label: 'Fahrenheit (°F)' },
  { value: 'celsius', label: 'Celsius (°C)' },
];

function SiteForm({ initial }: { initial: SiteSettings }) {
  const nextKey = useRef(0);
  const toRows = (links: SocialLink[]): LinkRow[] => links.map((link) => ({ ...link, key: nextKey.current++ }));
  const [values, setValues] = useState<SiteFormValues>(() => ({
    ...toSiteFormInput(initial),
    socialLinks: toRows(initial.socialLinks),
  }));
  const [errors, setErrors] = useState<SiteFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Bumped after a failed check; the effect then focuses the first invalid field.
  const [focusRequest, setFocusRequest] = useState(0);
  const [newRowKey, setNewRowKey] = useState<number | null>(null);
  // Bumped after a row is removed: its button is gone, so focus moves to "Add link".
  const [focusAddRequest, setFocusAddRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const addLinkRef = useRef<HTMLButtonElement>(null);
  const save = useUpdateSiteSettings();

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (focusAddRequest > 0) addLinkRef.current?.focus();
  }, [focusAddRequest]);

  function update(next: SiteFormValues) {
    setValues(next);
    if (submitted) setErrors(validateSiteForm(next));
  }

  const setField = (key: SiteTextField | SiteNumberField) => (value: string) => update({ ...values, [key]: value });

  function setLink(index: number, change: Partial<SocialLink>) {
    update({ ...values, socialLinks: values.socialLinks.map((row, i) => (i === index ? { ...row, ...change } : row)) });
  }

  function addLink() {
    const key = nextKey.current++;
    setNewRowKey(key);
    update({ ...values, socialLinks: [...values.socialLinks, { key, label: '', url: '' }] });
  }

  function removeLink(index: number) {
    update({ ...values, socialLinks: values.socialLinks.filter((_, i) => i !== index) });
    setFocusAddRequest((n) => n + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateSiteForm(values);
    setErrors(found);
    if (hasSiteErrors(found)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(buildSitePayload(values), {
      onSuccess: (saved) => {
        toast({ title: 'Site settings saved', description: 'The header, footer and About page now show the new details.' });
        setValues({ ...toSiteFormInput(saved), socialLinks: toRows(saved.socialLinks) });
        setErrors({});
        setSubmitted(false);
      },
      onError: (err) => toast({ title: 'Failed to save site settings', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  /** Props shared by every single-line text field. */
  const text = (key: SiteTextField, label: string, hint?: string) => ({
    id: `site-${key}`,
    label,
    hint,
    value: values[key],
    onValueChange: setField(key),
    error: errors[key],
  });
  /** Props shared by the number fields ('' = not set). */
  const number = (key: SiteNumberField, label: string, hint: string) => ({
    id: `site-${key}`,
    label,
    hint,
    type: 'number',
    inputMode: 'decimal' as const,
    value: values[key],
    onValueChange: setField(key),
    error: errors[key],
  });
  const atLinkLimit = values.socialLinks.length >= MAX_SOCIAL_LINKS;

  return (
    <form ref={formRef} className="form site-form" onSubmit={onSubmit} noValidate aria-label="Site settings" aria-busy={save.isPending}>
      <fieldset className="card site-form__group">
        <legend>Organisation</legend>
        <TextField {...text('organizationName', 'Organisation name')} required />
        <TextField {...text('tagline', 'Tagline', 'Shown under the name in the header.')} />
        <TextAreaField
          id="site-description"
          label="Description"
          hint={`Up to ${maxChars('description')} characters.`}
          rows={3}
          value={values.description}
          onValueChange={setField('description')}
          error={errors.description}
        />
      </fieldset>

      <fieldset className="card site-form__group">
        <legend>Contact</legend>
        <div className="product-form__row">
          <TextField {...text('email', 'Email')} type="email" autoComplete="off" />
          <TextField {...text('phone', 'Phone')} type="tel" autoComplete="off" />
        </div>
        <TextField {...text('location', 'Location')} />
      </fieldset>

      <fieldset className="card site-form__group">
        <legend>Links</legend>
        <div className="product-form__row">
          <TextField {...text('academyLabel', 'Academy button label')} />
          <TextField {...text('academyUrl', 'Academy link', 'A web address starting with https://.')} type="url" />
        </div>
        <TextField {...text('surveyUrl', 'Survey link', 'A web address starting with https://.')} type="url" />

        <div className="site-links" role="group" aria-labelledby="site-links-title" aria-describedby="site-links-hint">
          <h3 id="site-links-title">Social links</h3>
          <p id="site-links-hint" className="field__hint">
            Up to {MAX_SOCIAL_LINKS} links, each with a label (such as Facebook) and a web address.
          </p>
          {values.socialLinks.length === 0 ? (
            <p className="admin-muted site-links__empty">No social links.</p>
          ) : (
            <ul className="site-links__list">
              {values.socialLinks.map((row, index) => (
                <li key={row.key} className="site-links__row">
                  <TextField
                    id={`site-link-${row.key}-label`}
                    label={`Link ${index + 1} label`}
                    value={row.label}
                    onValueChange={(label) => setLink(index, { label })}
                    error={errors[`socialLinks.${index}.label`]}
                    autoFocus={row.key === newRowKey}
                  />
                  <TextField
                    id={`site-link-${row.key}-url`}
                    label={`Link ${index + 1} web address`}
                    type="url"
                    value={row.url}
                    onValueChange={(url) => setLink(index, { url })}
                    error={errors[`socialLinks.${index}.url`]}
                  />
                  <button
                    type="button"
                    className="btn btn--danger site-links__remove"
                    onClick={() => removeLink(index)}
                    aria-label={`Remove link ${index + 1}${row.label.trim() ? ` (${row.label.trim()})` : ''}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.socialLinks && <p className="field__error">{errors.socialLinks}</p>}
          <div>
            <button ref={addLinkRef} type="button" className="btn btn--secondary" onClick={addLink} disabled={atLinkLimit}>
              Add link
            </button>
          </div>
        </div>
      </fieldset>

      <fieldset className="card site-form__group">
        <legend>Location and weather</legend>
        <p className="admin-muted site-form__note">
          The Community Griot shows live growing conditions for this place, from Open-Meteo. Leave both empty to hide
          them.
        </p>
        <div className="product-form__row">
          <TextField
            {...number('latitude', 'Latitude', `From ${LATITUDE_RANGE.min} to ${LATITUDE_RANGE.max}; north is positive.`)}
            step="any"
            min={LATITUDE_RANGE.min}
            max={LATITUDE_RANGE.max}
          />
          <TextField
            {...number('longitude', 'Longitude', `From ${LONGITUDE_RANGE.min} to ${LONGITUDE_RANGE.max}; east is positive.`)}
            step="any"
            min={LONGITUDE_RANGE.min}
            max={LONGITUDE_RANGE.max}
          />
        </div>
        <div className="product-form__row">
          <div className="field">
            <label htmlFor="site-temperatureUnit">Temperature unit</label>
            <select
              id="site-temperatureUnit"
              className="input"
              value={values.temperatureUnit}
              onChange={(e) => update({ ...values, temperatureUnit: e.target.value as TemperatureUnit })}
            >
              {TEMPERATURE_UNITS.map((unit) => (
                <option key={unit.value} value={unit.value}>
                  {unit.label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            {...number('activeGardens', 'Active gardens', 'Shown in the Community Stats. Leave empty to hide it.')}
            inputMode="numeric"
            step={1}
            min={0}
          />
        </div>
      </fieldset>

      <fieldset className="card site-form__group">
        <legend>Founder</legend>
        <div className="product-form__row">
          <TextField {...text('founderName', 'Founder name')} />
          <TextField {...text('founderTitle', 'Founder title')} />
        </div>
        <TextAreaField
          id="site-founderBio"
          label="Founder biography"
          hint={`Up to ${maxChars('founderBio')} characters. Leave a blank line between paragraphs.`}
          rows={6}
          value={values.founderBio}
          onValueChange={setField('founderBio')}
          error={errors.founderBio}
        />
      </fieldset>

      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
