import type { Page } from '@playwright/test';

const LABEL = { en: 'Search coffee, drip bags and gear', 'zh-HK': '搜尋咖啡豆、掛耳咖啡及器具' };

/** Types into the header's search box and sends it, as a shopper does. */
export async function searchFromHeader(page: Page, text: string, language: keyof typeof LABEL = 'en') {
  const box = page.getByRole('banner').getByRole('searchbox', { name: LABEL[language] });
  await box.fill(text);
  await box.press('Enter');
}
