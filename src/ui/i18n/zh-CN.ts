/** Chinese interface texts. en.ts has the same keys (the type checker enforces it). */
export const zhCN = {
  site: {
    name: '文拓流体控制',
    description: '文拓专注实验室气流控制：文丘里阀、变风量蝶阀、实验室控制系统、房间控制面板与传感器。',
    skipToContent: '跳到正文',
  },
  nav: {
    label: '主导航',
    home: '首页',
    breadcrumb: '面包屑导航',
  },
  screens: {
    product: '产品中心',
    accessHcs: '关于我们',
    concepts: '企业理念',
    solution: '解决方案',
    case: '成功案例',
    industryTrends: '新闻资讯',
    contact: '联系我们',
    pdf: '企业画册',
    file: '资料下载',
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
  },
  footer: {
    copyright: '© {{year}} 文拓流体控制 版权所有',
  },
  notFound: {
    title: '页面未找到',
    message: '抱歉，您访问的页面不存在',
    backHome: '返回首页',
  },
  error: {
    title: '出错了',
    message: '服务器发生错误，请稍后再试',
    backHome: '返回首页',
  },
}

/** The shape both dictionaries share. */
export type Messages = typeof zhCN
