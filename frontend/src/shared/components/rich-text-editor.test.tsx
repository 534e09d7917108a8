import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConsoleMessages } from '@/shared/i18n/console-messages';
import { initI18n } from '@/shared/i18n/i18n';
import RichTextEditorField from './rich-text-editor';

/** The editor under a visible label, keeping what it reports as the form would. */
function Field({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <span id="text-label">Text</span>
      <RichTextEditorField
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        labelId="text-label"
        invalid={false}
      />
    </MantineProvider>
  );
}

/** The editable area (TipTap's contenteditable), named by the field's label. */
const editableArea = () => screen.findByRole('textbox', { name: 'Text' });

describe('the rich-text editor', () => {
  beforeEach(async () => {
    await initI18n('en');
    await loadConsoleMessages('en');
  });

  afterEach(async () => {
    await initI18n('en');
  });

  it('shows the HTML it is given', async () => {
    render(<Field initial="<p>Warm</p>" onChange={vi.fn()} />);
    const area = await editableArea();
    expect(area.innerHTML).toContain('<p>Warm</p>');
  });

  it('reports text typed and bolded from the toolbar as HTML', async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>Warm</p>" onChange={onChange} />);
    const area = await editableArea();
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}Soft and warm{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>Soft and warm</strong></p>');
    });
  });

  it('reports an emptied text as an empty string', async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>Warm</p>" onChange={onChange} />);
    const area = await editableArea();
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('');
    });
  });

  it("labels every control in the user's language", async () => {
    await initI18n('it');
    await loadConsoleMessages('it');
    render(<Field initial="" onChange={vi.fn()} />);
    const toolbar = (await screen.findByRole('button', { name: 'Grassetto' })).closest('.mantine-RichTextEditor-toolbar');
    expect(toolbar).not.toBeNull();
    const labels = within(toolbar as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Grassetto',
      'Corsivo',
      'Sottolineato',
      'Barrato',
      'Titolo',
      'Sottotitolo',
      'Elenco puntato',
      'Elenco numerato',
      'Citazione',
      'Aggiungi un link',
      'Rimuovi il link',
      'Annulla',
      'Ripeti',
    ]);
  });
});
