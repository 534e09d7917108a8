import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** The text as HTML: what the form keeps and the server sanitizes. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the field's visible label, which names the editable area. */
  labelId: string;
  invalid: boolean;
}

/** The aria-labels (and link editor texts) of the controls shown, in the user's language. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('console.rich_text.bold'),
      italicControlLabel: t('console.rich_text.italic'),
      underlineControlLabel: t('console.rich_text.underline'),
      strikeControlLabel: t('console.rich_text.strike'),
      h2ControlLabel: t('console.rich_text.heading'),
      h3ControlLabel: t('console.rich_text.subheading'),
      bulletListControlLabel: t('console.rich_text.bullet_list'),
      orderedListControlLabel: t('console.rich_text.ordered_list'),
      blockquoteControlLabel: t('console.rich_text.quote'),
      linkControlLabel: t('console.rich_text.link'),
      unlinkControlLabel: t('console.rich_text.unlink'),
      undoControlLabel: t('console.rich_text.undo'),
      redoControlLabel: t('console.rich_text.redo'),
      linkEditorInputLabel: t('console.rich_text.link_address'),
      linkEditorInputPlaceholder: t('console.rich_text.link_placeholder'),
      linkEditorExternalLink: t('console.rich_text.link_new_tab'),
      linkEditorInternalLink: t('console.rich_text.link_same_tab'),
      linkEditorSave: t('console.rich_text.link_save'),
    }),
    // The labels follow the language the user switches to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

/**
 * Rich text (Mantine's TipTap editor) for a product's description and the site's documents,
 * limited to what the server's sanitizers keep: bold, italics, underline and strike, two heading
 * levels, lists, quotes and links. Load it lazily, with the form that uses it: TipTap and
 * ProseMirror are larger than any screen.
 */
export default function RichTextEditorField({ value, onChange, labelId, invalid }: RichTextEditorProps) {
  const labels = useEditorLabels();
  const editor = useEditor({
    // Mantine's own Link extension (it opens the link editor on Mod+K) replaces the kit's.
    extensions: [StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false }), Link],
    content: value,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', 'aria-invalid': String(invalid), dir: 'auto' },
    },
    // An empty document is '<p></p>' to TipTap; the form (and its unchanged check) keeps ''.
    onUpdate: ({ editor: changed }) => {
      onChange(changed.isEmpty ? '' : changed.getHTML());
    },
  });
  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={180} />
    </RichTextEditor>
  );
}
