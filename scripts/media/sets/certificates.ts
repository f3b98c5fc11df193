// Certificate drawings (600×800) for the About page's certificate tabs: each says the kind of certificate its
// caption in content/certificates.json names (issue 49; tests/unit/certificate-pictures.test.ts holds them together).
import { lightBackdrop, certificate, type CertificateLabel } from '../draw/motifs.ts';
import { svg, type Out } from './common.ts';

const LABELS: Record<'patents' | 'certifications' | 'honors', readonly CertificateLabel[]> = {
  patents: [
    { zh: '发明专利证书', en: 'INVENTION PATENT' },
    { zh: '发明专利证书', en: 'INVENTION PATENT' },
    { zh: '实用新型专利证书', en: 'UTILITY MODEL PATENT' },
    { zh: '发明专利证书', en: 'INVENTION PATENT' },
  ],
  certifications: [
    { zh: '质量管理体系认证证书', en: 'QUALITY MANAGEMENT · ISO 9001' },
    { zh: '环境管理体系认证证书', en: 'ENVIRONMENTAL MANAGEMENT · ISO 14001' },
    { zh: '职业健康安全管理体系认证证书', en: 'OCCUPATIONAL HEALTH AND SAFETY · ISO 45001' },
    { zh: '防爆电气产品合格证', en: 'EXPLOSION-PROTECTED ELECTRICAL EQUIPMENT' },
  ],
  honors: [
    { zh: '高新技术企业证书', en: 'HIGH-TECH ENTERPRISE' },
    { zh: '专精特新中小企业', en: 'SPECIALISED AND INNOVATIVE SME' },
    { zh: '工程技术研究中心', en: 'ENGINEERING TECHNOLOGY RESEARCH CENTRE' },
    { zh: '优秀实验室设备供应商', en: 'OUTSTANDING LABORATORY EQUIPMENT SUPPLIER' },
  ],
};

/** The drawing's title: its kind in both languages, `发明专利证书 · Invention patent`. */
const titleOf = ({ zh, en }: CertificateLabel) => `${zh} · ${en.split(' · ')[0]!.charAt(0)}${en.split(' · ')[0]!.slice(1).toLowerCase().replace(/\bsme\b/, 'SME')}`;

export function certificateSet(): Out[] {
  const out: Out[] = [];
  for (const kind of ['patents', 'certifications', 'honors'] as const)
    LABELS[kind].forEach((label, i) =>
      out.push(svg(`img/certificates/${kind}-${i + 1}.svg`, 600, 800, titleOf(label), (doc) => [lightBackdrop(doc, 40), certificate(doc, 36, 30, 528, 730, kind, (i + 1) * 7 + kind.length, i, label)])),
    );
  return out;
}
