// Certificate drawings (600×800) for the About page swiper.
import { lightBackdrop, certificate } from '../draw/motifs.ts';
import { svg, type Out } from './common.ts';

const TITLES = { patents: 'Patent certificate', certifications: 'Certification', honors: 'Honour certificate' } as const;

export function certificateSet(): Out[] {
  const out: Out[] = [];
  for (const kind of ['patents', 'certifications', 'honors'] as const)
    for (let n = 1; n <= 4; n++) out.push(svg(`img/certificates/${kind}-${n}.svg`, 600, 800, `${TITLES[kind]} ${n}`, (doc) => [lightBackdrop(doc, 40), certificate(doc, 36, 30, 528, 730, kind, n * 7 + kind.length, n - 1)]));
  return out;
}
