import { DEFAULT_LANGUAGE } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export interface QuestionAndAnswer {
  q: string;
  a: string;
}

export const MANUAL_ROLES = ['teacher', 'student', 'admin'] as const;
export type ManualRole = (typeof MANUAL_ROLES)[number];
export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'licence'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The long texts of Help and Support and the legal pages, one file per language. */
export interface HelpContent {
  faq: QuestionAndAnswer[];
  manual: Record<ManualRole, string[]>;
  troubleshooting: QuestionAndAnswer[];
  terms: string[];
  privacy: string[];
  licence: string[];
}

// Each language's texts are their own chunk, fetched only when that language's page is opened.
const files = import.meta.glob<{ default: HelpContent }>('./content/*.json');

export async function loadHelpContent(language: string): Promise<HelpContent> {
  const load = files[`./content/${language}.json`] ?? files[`./content/${DEFAULT_LANGUAGE}.json`]!;
  return (await load()).default;
}

export const helpContentQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['help-content', language],
    queryFn: () => loadHelpContent(language),
    staleTime: Infinity,
  });

export function useHelpContent() {
  const { i18n } = useTranslation();
  return useQuery(helpContentQueryOptions(i18n.language));
}
