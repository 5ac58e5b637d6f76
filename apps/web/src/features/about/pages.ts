/** The footer's information pages: each its own address, its words in the 'about' string bundle. */
export const infoPages = [
  { key: 'about', path: 'about' },
  { key: 'partners', path: 'partners' },
  { key: 'join', path: 'join' },
  { key: 'responsibleGaming', path: 'responsible-gaming' },
  { key: 'privacy', path: 'privacy' },
  { key: 'terms', path: 'terms' },
] as const;

export type InfoPageKey = (typeof infoPages)[number]['key'];

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface InfoContent {
  nav: string;
  title: string;
  lead: string;
  /** The date the policy last changed (privacy, terms). */
  updated?: string;
  sections: InfoSection[];
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isSection = (value: unknown): value is InfoSection => {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  return (
    typeof section.heading === 'string' &&
    (section.paragraphs === undefined || isStrings(section.paragraphs)) &&
    (section.items === undefined || isStrings(section.items))
  );
};

/** What `t` returns for a page (returnObjects), checked before it is rendered. */
export const isInfoContent = (value: unknown): value is InfoContent => {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    typeof page.title === 'string' &&
    typeof page.lead === 'string' &&
    (page.updated === undefined || typeof page.updated === 'string') &&
    Array.isArray(page.sections) &&
    page.sections.every(isSection)
  );
};
