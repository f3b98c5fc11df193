import * as v from 'valibot'
import { Code, Feature, Id, ImagePath, IsoDateTime, Localized, LocalizedHtml, LocalizedTags, Sort } from './common.ts'

/** The five product categories, in menu order; /productCategory/{1-5} redirects to these slugs (spec §2). */
export const PRODUCT_CATEGORY_CODES = ['Venturi_valve', 'Butterfly_valve', 'control_system', 'panel', 'sensor'] as const

export const ProductCategory = v.strictObject({
  id: Id,
  categoryCode: Code,
  categoryName: Localized,
  subtitle: Localized,
  feature: v.pipe(v.array(Feature), v.minLength(3), v.maxLength(5)),
  seoTitle: Localized,
  seoKeyword: Localized,
  description: Localized,
  image: ImagePath,
  sort: Sort,
  updatedAt: v.optional(IsoDateTime),
})
export type ProductCategory = v.InferOutput<typeof ProductCategory>

export const ProductCategoriesFile = v.pipe(v.array(ProductCategory), v.minLength(1))

/** A case photo shown under a product (table productCatExamples). */
export const ProductCaseImage = v.strictObject({ id: Id, url: ImagePath, imageName: Localized, sort: Sort })
export type ProductCaseImage = v.InferOutput<typeof ProductCaseImage>

export const Product = v.strictObject({
  id: Id,
  productCode: Code,
  productName: Localized,
  productImage: ImagePath,
  /** A one-line claim. */
  advertisement: Localized,
  tags: LocalizedTags,
  productDetails: LocalizedHtml,
  /** The category's id; `productType` repeats it as the parent category (spec §3). */
  category: Id,
  categoryCode: Code,
  productType: Id,
  isTop: v.boolean(),
  isMatrix: v.boolean(),
  sort: Sort,
  caseImages: v.pipe(v.array(ProductCaseImage), v.minLength(2), v.maxLength(4)),
  updatedAt: v.optional(IsoDateTime),
})
export type Product = v.InferOutput<typeof Product>

export const ProductsFile = v.pipe(v.array(Product), v.minLength(1))
