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

export interface DescriptionEditorProps {
  /** The description as HTML: what the form keeps and the server sanitizes. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the field's visible label, which names the editable area. */
  labelId: string;
  invalid: boolean;
}

/** The aria-labels (and link editor texts) of the controls shown, in the seller's language. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('console.goods.editor.bold'),
      italicControlLabel: t('console.goods.editor.italic'),
      underlineControlLabel: t('console.goods.editor.underline'),
      strikeControlLabel: t('console.goods.editor.strike'),
      h2ControlLabel: t('console.goods.editor.heading'),
      h3ControlLabel: t('console.goods.editor.subheading'),
      bulletListControlLabel: t('console.goods.editor.bullet_list'),
      orderedListControlLabel: t('console.goods.editor.ordered_list'),
      blockquoteControlLabel: t('console.goods.editor.quote'),
      linkControlLabel: t('console.goods.editor.link'),
      unlinkControlLabel: t('console.goods.editor.unlink'),
      undoControlLabel: t('console.goods.editor.undo'),
      redoControlLabel: t('console.goods.editor.redo'),
      linkEditorInputLabel: t('console.goods.editor.link_address'),
      linkEditorInputPlaceholder: t('console.goods.editor.link_placeholder'),
      linkEditorExternalLink: t('console.goods.editor.link_new_tab'),
      linkEditorInternalLink: t('console.goods.editor.link_same_tab'),
      linkEditorSave: t('console.goods.editor.link_save'),
    }),
    // The labels follow the language the seller switches to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

/**
 * The product description as rich text (Mantine's TipTap editor), limited to what the server's
 * sanitizer keeps: bold, italics, underline and strike, two heading levels, lists, quotes and
 * links. It loads with the product form only: TipTap and ProseMirror are larger than any screen.
 */
export default function DescriptionEditor({ value, onChange, labelId, invalid }: DescriptionEditorProps) {
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
