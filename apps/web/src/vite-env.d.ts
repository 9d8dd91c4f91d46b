/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where a fatal render error sends the user (the company site). */
  readonly VITE_COMPANY_URL?: string;
  readonly VITE_ANDROID_APP_URL?: string;
  readonly VITE_IOS_APP_URL?: string;
  /** Comma-separated host names served with the AI-whiteboard (purple) theme. */
  readonly VITE_AI_WHITEBOARD_HOSTS?: string;
  readonly VITE_CONTACT_US_URL?: string;
  readonly VITE_CONTACT_SALES_URL?: string;
}

/** English by top-level key (build/english-namespaces.ts); all of it at once in dev and tests. */
declare module 'virtual:bright-english' {
  export function loadEnglish(names?: readonly string[]): Promise<Record<string, unknown>>;
  /** The parts the first chunk's code names (the build's list); undefined: all of English. */
  export function coreNamespaces(): string[] | undefined;
}
