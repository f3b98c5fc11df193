// The site's downloadable documents (the File page's list): which file is which document, in which language.
// make-datasheets.ts names its sheets from here; make-document-catalog.ts measures the files and writes the
// catalogue the worker reads (src/content/documents/catalog.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/pdf.ts';

export type Lang = 'zh-CN' | 'en';
export type Text = Record<Lang, string>;

export interface DocumentSource {
  id: string;
  kind: 'brochure' | 'datasheet';
  categoryCode?: string;
  title: Text;
  summary: Text;
  /** One file per language, or one file in both. */
  editions: { languages: Lang[]; file: string; fileName: string }[];
}

interface Category { categoryCode: string; categoryName: Text; subtitle: Text; sort: number }

export const datasheetTitle = (name: string, lang: Lang) => (lang === 'en' ? `${name} datasheet` : `${name}产品样本`);
export const datasheetFile = (code: string, lang: Lang) => `pdf/datasheets/${code}.${lang}.pdf`;

const categories = (JSON.parse(readFileSync(join(root, 'content/product-categories.json'), 'utf8')) as Category[]).sort((a, b) => a.sort - b.sort);

export const DOCUMENTS: DocumentSource[] = [
  {
    id: 'Corporate_Brochure',
    kind: 'brochure',
    title: { 'zh-CN': '企业画册', en: 'Corporate brochure' },
    summary: {
      'zh-CN': '公司概况、产品、解决方案、成功案例、工艺品质与联系方式，中英双语。',
      en: 'The company, its products, solutions, references, craftsmanship and contacts, in Chinese and English.',
    },
    editions: [{ languages: ['zh-CN', 'en'], file: 'pdf/Corporate_Brochure.pdf', fileName: 'Ventaura_Corporate_Brochure.pdf' }],
  },
  ...categories.map((c): DocumentSource => ({
    id: `${c.categoryCode}_Datasheet`,
    kind: 'datasheet',
    categoryCode: c.categoryCode,
    title: { 'zh-CN': datasheetTitle(c.categoryName['zh-CN'], 'zh-CN'), en: datasheetTitle(c.categoryName.en, 'en') },
    summary: c.subtitle,
    editions: (['zh-CN', 'en'] as const).map((lang) => ({
      languages: [lang],
      file: datasheetFile(c.categoryCode, lang),
      fileName: `Ventaura_${c.categoryCode}_Datasheet_${lang === 'en' ? 'EN' : 'ZH'}.pdf`,
    })),
  })),
];
