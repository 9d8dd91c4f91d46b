/** "First Last", skipping what is missing. */
export const personName = (person: { first_name: string; last_name?: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');

/** The initials an avatar shows. */
export const initials = (person: { first_name: string; last_name?: string | null }) =>
  [person.first_name, person.last_name]
    .filter(Boolean)
    .map((part) => Array.from(part!)[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);

/** A date and time in the user's zone and language. */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A calendar day (YYYY-MM-DD, already in the user's zone) in the user's language. */
export const formatDay = (day: string, language: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year!, month! - 1, date!),
  );
};
