import { lazy, type ComponentType } from 'react';
import { ABOUT_TEXT_FALLBACKS } from '@/features/about';
import { HOME_TEXT_FALLBACKS } from '@/features/home';

export interface PageTextPage {
  /** The page's name in /api/page-texts/:page; its label is `pageTexts.pages.<page>`. */
  page: 'home' | 'about';
  /** Where the shop shows it. */
  path: string;
  /** Every key the page reads, with the text it shows when none is saved. */
  fallbacks: Readonly<Record<string, string>>;
  /** The shop's own component for the page, rendered with the draft texts as its preview. */
  Preview: ComponentType;
}

/** The shop's pages with editable texts: add a page here when it starts reading its texts. */
export const PAGE_TEXT_PAGES: readonly PageTextPage[] = [
  {
    page: 'home',
    path: '/',
    fallbacks: HOME_TEXT_FALLBACKS,
    Preview: lazy(() => import('@/features/home/lazy').then((m) => ({ default: m.Hero }))),
  },
  {
    page: 'about',
    path: '/about',
    fallbacks: ABOUT_TEXT_FALLBACKS,
    Preview: lazy(() => import('@/features/about/about-page')),
  },
];
