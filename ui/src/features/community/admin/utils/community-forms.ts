/**
 * The Community tab's forms (videos, resources, game links, programs): the checks made before
 * sending, and the payloads. Links must be http(s) web addresses — `javascript:` and `data:`
 * are refused here and by the server.
 */
import { isWebUrl } from '@/features/site';
import { RESOURCE_TYPES, type Program, type Programs, type ResourceType } from '../../types';

/** The three kinds of link the tab manages, by their admin path. */
export type LinkCollection = 'videos' | 'resources' | 'game-links';

/** A stored video, resource or game link as the admin list gives it. */
export interface LinkItem {
  id: number;
  title: string;
  url: string;
  description: string;
  type?: ResourceType;
}

/** The form's values; `type` is used by resources only. */
export interface LinkFormValues {
  title: string;
  url: string;
  description: string;
  type: ResourceType | '';
}

export type FormErrors = Record<string, string>;

export const MAX_TITLE_CHARS = 200;

export const EMPTY_LINK_FORM: LinkFormValues = { title: '', url: '', description: '', type: '' };

export function toLinkFormValues(item: LinkItem): LinkFormValues {
  return { title: item.title, url: item.url, description: item.description ?? '', type: item.type ?? '' };
}

const chars = (text: string) => [...text].length;

export const WEB_ADDRESS_ERROR = 'Enter a web address starting with https:// or http://.';

/** The title's check: required, at most 200 characters. */
function titleError(title: string): string | undefined {
  if (!title) return 'The title is required.';
  if (chars(title) > MAX_TITLE_CHARS) return `The title can have at most ${MAX_TITLE_CHARS} characters.`;
  return undefined;
}

/** Checks one video, resource or game link; an empty object means it can be sent. */
export function validateLinkForm(collection: LinkCollection, values: LinkFormValues): FormErrors {
  const errors: FormErrors = {};
  const title = titleError(values.title.trim());
  if (title) errors.title = title;
  const url = values.url.trim();
  if (!url) errors.url = 'The web address is required.';
  else if (!isWebUrl(url)) errors.url = WEB_ADDRESS_ERROR;
  if (collection === 'resources' && !RESOURCE_TYPES.includes(values.type as ResourceType)) {
    errors.type = 'Choose the kind of resource.';
  }
  return errors;
}

/** What is sent for each kind: trimmed, and `type` only for resources. */
export function buildLinkPayload(collection: LinkCollection, values: LinkFormValues) {
  const base = { title: values.title.trim(), url: values.url.trim(), description: values.description.trim() };
  return collection === 'resources' ? { ...base, type: values.type } : base;
}

/** A program row in the form, with a stable key. */
export type ProgramRow = Program & { key: number };

/** The programs as sent: trimmed, wholly blank rows left out. */
export function buildProgramsPayload(intro: string, rows: Program[]): Programs {
  return {
    intro: intro.trim(),
    programs: rows
      .map((row) => ({ title: row.title.trim(), body: row.body.trim() }))
      .filter((row) => row.title || row.body),
  };
}

/** Checks each program row (by its index as shown): a row with text needs a title. */
export function validatePrograms(rows: Program[]): FormErrors {
  const errors: FormErrors = {};
  rows.forEach((row, index) => {
    const title = row.title.trim();
    if (!title && !row.body.trim()) return;
    const error = titleError(title);
    if (error) errors[`programs.${index}.title`] = error;
  });
  return errors;
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;
