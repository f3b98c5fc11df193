/** Which screen renders each route of the table (spec §2). */
import type { RouteName } from '../../routing/routes.ts'
import { accessHcsScreen } from './AccessHcsScreen.tsx'
import { activityScreen } from './ActivityScreen.tsx'
import { caseScreen } from './CaseScreen.tsx'
import { conceptsScreen } from './ConceptsScreen.tsx'
import { contactScreen } from './ContactScreen.tsx'
import { fileScreen } from './FileScreen.tsx'
import { homeScreen } from './HomeScreen.tsx'
import { industryTrendsScreen } from './IndustryTrendsScreen.tsx'
import { newDetailScreen } from './NewDetailScreen.tsx'
import { pdfScreen } from './PdfScreen.tsx'
import { privacyScreen } from './PrivacyScreen.tsx'
import { productCategoryScreen } from './ProductCategoryScreen.tsx'
import type { Screen } from './screen.ts'
import { productScreen } from './ProductScreen.tsx'
import { searchScreen } from './SearchScreen.tsx'
import { solutionScreen } from './SolutionScreen.tsx'
import { solutionCategoryScreen } from './SolutionCategoryScreen.tsx'

export const SCREENS: Record<RouteName, Screen> = {
  Index: homeScreen,
  Product: productScreen,
  ProductCategory: productCategoryScreen,
  AccessHcs: accessHcsScreen,
  Concepts: conceptsScreen,
  Solution: solutionScreen,
  SolutionCategory: solutionCategoryScreen,
  Case: caseScreen,
  IndustryTrends: industryTrendsScreen,
  NewDetail: newDetailScreen,
  Concat: contactScreen,
  Pdf: pdfScreen,
  File: fileScreen,
  Activity: activityScreen,
  Search: searchScreen,
  Privacy: privacyScreen,
}
