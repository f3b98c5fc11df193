import type { Messages } from './zh-CN.ts'

/** English interface texts, key for key the same as zh-CN.ts. */
export const en = {
  site: {
    name: 'Ventaura Flow Control',
    description:
      'Ventaura makes laboratory air-flow control: venturi valves, VAV butterfly valves, lab control systems, room panels and sensors.',
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
  },
  screens: {
    product: 'Products',
    accessHcs: 'About us',
    concepts: 'Our concepts',
    solution: 'Solutions',
    case: 'Case studies',
    industryTrends: 'News',
    contact: 'Contact us',
    pdf: 'Corporate brochure',
    file: 'Downloads',
  },
  language: {
    label: 'Language',
    'zh-CN': '简体中文',
    en: 'English',
  },
  footer: {
    copyright: '© {{year}} Ventaura Flow Control. All rights reserved.',
  },
  notFound: {
    title: 'This page could not be found',
    message: 'This page could not be found',
    backHome: 'Back to the home page',
  },
  error: {
    title: 'Error',
    message: 'Something went wrong on our side. Please try again later.',
    backHome: 'Go back to home',
  },
} satisfies Messages
