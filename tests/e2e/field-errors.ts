// An error a member cannot connect to its field is an error a screen-reader user never hears:
// every inline message must be the field's accessible description, with aria-invalid set.
import { expect, type Page } from '@playwright/test';
import { containing } from './text-pattern.ts';

export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(containing(message));
}
