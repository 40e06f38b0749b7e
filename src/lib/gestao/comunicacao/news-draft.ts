// What the news form shows: a stored item, a new one, or the texts of a refused post.
import type { StaffNews } from '../../api/staff-comunicacao.ts';
import { formText } from './form-fields.ts';

export type NewsDraftView = {
  id: string; title: string; summary: string; text: string; link: string; imageAlt: string;
  hasImage: boolean; fileName: string | null; published: boolean;
};

/** The texts the form posts (the files are read apart). */
export const NEWS_TEXT_FIELDS = ['id', 'title', 'summary', 'text', 'link', 'imageAlt', 'removeAttachment'] as const;
export const NEWS_FILE_FIELDS = ['picture', 'attachment'] as const;

export const emptyDraft = (): NewsDraftView => ({ id: '', title: '', summary: '', text: '', link: '', imageAlt: '', hasImage: false, fileName: null, published: false });

export const storedDraft = (item: StaffNews): NewsDraftView => ({
  id: String(item.id), title: item.title, summary: item.summary, text: item.text, link: item.link ?? '', imageAlt: item.imageAlt ?? '',
  hasImage: item.hasImage, fileName: item.fileName, published: item.published,
});

/** A refused post's texts over what is stored (the stored picture and attachment still stand). */
export const postedDraft = (form: FormData, stored: NewsDraftView): NewsDraftView => ({
  ...stored, title: formText(form, 'title'), summary: formText(form, 'summary'), text: formText(form, 'text'),
  link: formText(form, 'link'), imageAlt: formText(form, 'imageAlt'),
});
