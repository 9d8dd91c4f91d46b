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
