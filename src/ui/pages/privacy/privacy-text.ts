import type { Lang } from '../../../routing/locale.ts'

export interface PrivacySection {
  heading: string
  paragraphs: string[]
}

export interface PrivacyText {
  /** The page's h1 and title. */
  title: string
  /** Under the title, and the page's description. */
  lead: string
  sections: PrivacySection[]
  /** The last section's closing line, before the email address (or the contact page) it names. */
  contactBefore: string
  /** The contact page's name, when the site config has no email address. */
  contactPage: string
}

/**
 * The privacy notice: what the site's two forms collect, why, where it goes and for how long, the cookies and
 * scripts, and whom to ask. It says only what the site does (docs/operations.md#messages-as-stored-today).
 */
export const PRIVACY_TEXT: Record<Lang, PrivacyText> = {
  'zh-CN': {
    title: '隐私说明',
    lead: '您通过本网站表单提交的信息，我们如何使用与保管。',
    sections: [
      {
        heading: '我们收集什么',
        paragraphs: [
          '在线留言表单：联系人、公司名称、联系电话、邮箱（选填）和留言内容；从产品或方案页面提交时，还包括您所咨询的产品或方案名称。',
          '页脚订阅表单：姓名和邮箱。',
          '此外记录提交时间和页面语言。我们不保存您的 IP 地址：为防止滥用，只保存由网络地址和当天日期经密钥计算出的散列值，用于限制提交频率，每天更换，无法还原为地址。',
        ],
      },
      {
        heading: '用于什么',
        paragraphs: ['留言只用于答复您的咨询，并在您需要时跟进相关的报价与项目；订阅信息只用于向您发送产品与行业资讯。我们不出售您的信息，也不用于其他目的。'],
      },
      {
        heading: '保存在哪里、保存多久',
        paragraphs: [
          '信息保存在本网站的数据库中（Cloudflare），如已启用内容管理系统，也会转交至该系统，仅供文拓的销售与服务人员查阅。留言保存至答复并跟进完毕为止；订阅信息保存至您退订为止。',
        ],
      },
      {
        heading: 'Cookie 与第三方脚本',
        paragraphs: [
          '网站只在您切换语言时保存一项语言设置 Cookie；线上发布会期间，您从发布会页面进入首页时，保存一项一分钟后失效的 Cookie，以免再次跳转。二者均不用于追踪。若网站启用了访问统计或在线客服，其脚本仅在中文页面加载，由相应服务商按其隐私政策处理。',
        ],
      },
      {
        heading: '查询、更正与删除',
        paragraphs: ['您可以随时要求查看、更正或删除您提交的信息，或退订资讯。'],
      },
    ],
    contactBefore: '请发送邮件至',
    contactPage: '联系我们',
  },
  en: {
    title: 'Privacy notice',
    lead: 'What we do with what you send us through the forms on this site.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'The enquiry form: your name, company, phone number, email address (optional) and message; sent from a product or solution page, also the name of that product or solution.',
          'The newsletter form in the footer: your name and email address.',
          'We also record when you sent it and the language of the page. We do not store your IP address: to prevent abuse we keep only a keyed hash of your network and the day, which limits how often messages can be sent, changes every day and cannot be turned back into an address.',
        ],
      },
      {
        heading: 'What we use it for',
        paragraphs: ['An enquiry only to answer you and, where you want it, to follow up on the quotation or project it concerns; a subscription only to send you our product and industry news. We do not sell your data or use it for anything else.'],
      },
      {
        heading: 'Where it is kept, and for how long',
        paragraphs: [
          'In the site’s database (Cloudflare) and, where our content management system is connected, in that system, read only by Ventaura’s sales and service staff. An enquiry is kept until it has been answered and followed up; a subscription until you unsubscribe.',
        ],
      },
      {
        heading: 'Cookies and third-party scripts',
        paragraphs: [
          'The site stores one cookie with your language when you switch languages and, during an online launch event, one that lasts a minute when you go on from the event’s page to the home page, so that you are not sent back; neither tracks you. If statistics or a live chat are enabled, their scripts load on Chinese pages only and their providers handle what they collect under their own privacy policies.',
        ],
      },
      {
        heading: 'Seeing, correcting and deleting your data',
        paragraphs: ['You can ask at any time to see, correct or delete what you sent us, or to stop the newsletter.'],
      },
    ],
    contactBefore: 'Write to',
    contactPage: 'our contact page',
  },
}
