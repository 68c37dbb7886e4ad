import { ComboSelections } from '@shop/contracts';

/** The combo choices as lines to show ('Sandwich: Panino Caprese'), or none if unreadable. */
export function comboSelectionLines(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed = ComboSelections.safeParse(JSON.parse(json));
    if (!parsed.success) return [];
    const { sandwich, drink, sauce } = parsed.data;
    return [`Sandwich: ${sandwich}`, `Drink: ${drink}`, `Sauce: ${sauce}`];
  } catch {
    return [];
  }
}
