// Faceless flat figures in centimetre units, feet at (0,0), y up = negative.
import { C, at, d, g, path, rect, ellipse, circle, darken, type Rng } from '../lib/svg.ts';

export type Outfit = 'coat' | 'gown' | 'suit' | 'casual' | 'scrubs';
export type Pose = 'stand' | 'tablet' | 'point';

const SKIN = ['#f1c7a3', '#e0ac84', '#c98e63', '#a86f4c'];
const SUITS = ['#22344a', '#3b4756', '#5b6f85', '#2a3f5f'];
const HAIR = ['#2b2320', '#4a3426', '#1d1d1f', '#6b4a32', '#8a8f96'];

export interface PersonOpts { outfit?: Outfit; pose?: Pose; skin?: number; hair?: number; longHair?: boolean; shirt?: string; suit?: number; flip?: boolean }

export function randomPerson(r: Rng, outfit: Outfit): PersonOpts {
  return { outfit, pose: r.pick(['stand', 'stand', 'tablet', 'point'] as const), skin: r.int(0, 3), hair: r.int(0, 4), longHair: r.chance(0.4), shirt: r.pick(['#3d8fd6', '#12b5a6', '#5b6f85', '#f2a541', '#8a5cc2']), suit: r.int(0, 3), flip: r.chance(0.5) };
}

export function person(o: PersonOpts = {}): string {
  const outfit = o.outfit ?? 'coat';
  const skin = at(SKIN, o.skin ?? 0), hair = at(HAIR, o.hair ?? 0);
  const body = { coat: '#ffffff', gown: '#f4f8fb', suit: at(SUITS, o.suit ?? 0), casual: o.shirt ?? '#3d8fd6', scrubs: '#2f8fa0' }[outfit];
  const legs = { coat: '#34465a', gown: '#e8eef4', suit: '#1b2838', casual: '#3a4656', scrubs: '#2f8fa0' }[outfit];
  const hand = outfit === 'gown' ? '#3d8fd6' : skin;
  const line = outfit === 'coat' || outfit === 'gown' ? '#c3ceda' : darken(body, 0.25);
  const hem = outfit === 'coat' ? -64 : outfit === 'gown' ? -40 : -86;
  const out: string[] = [];
  if (o.longHair && outfit !== 'gown') out.push(path(d`M-12 -164C-15 -140 -14 -132 -10 -128H10C14 -132 15 -140 12 -164Z`, { fill: hair }));
  out.push(rect(-14, -90, 11, 86, { fill: legs }), rect(3, -90, 11, 86, { fill: darken(legs, 0.08) }));
  out.push(ellipse(-9, -4, 9, 4.5, { fill: outfit === 'gown' ? '#dfe7ef' : '#1a2230' }), ellipse(9, -4, 9, 4.5, { fill: outfit === 'gown' ? '#dfe7ef' : '#1a2230' }));
  const pose = o.pose ?? 'stand';
  // Arms behind the torso first when they hang; raised/holding arms are drawn after.
  const armL = path(d`M-22 -142L-33 -86L-25 -84L-16 -134Z`, { fill: darken(body, 0.06), stroke: line, 'stroke-width': 0.8 });
  out.push(armL, circle(-29, -83, 4.6, { fill: hand }));
  if (pose === 'stand') out.push(path(d`M22 -142L33 -86L25 -84L16 -134Z`, { fill: darken(body, 0.06), stroke: line, 'stroke-width': 0.8 }), circle(29, -83, 4.6, { fill: hand }));
  out.push(path(d`M-20 -147C-25 -147 -27 -143 -27 -136L-29 ${hem}H29L27 -136C27 -143 25 -147 20 -147Z`, { fill: body, stroke: line, 'stroke-width': 0.8 }));
  out.push(path(d`M4 -147H20C25 -147 27 -143 27 -136L29 ${hem}H6Z`, { fill: '#0d1b2a', opacity: 0.06 }));
  if (outfit === 'coat') out.push(path(d`M-9 -147L0 -124L9 -147M0 -124V${hem}`, { fill: 'none', stroke: line, 'stroke-width': 1.2 }), rect(-21, -100, 10, 2, { fill: line }), rect(-7, -140, 6, 1.5, { fill: C.primary }));
  if (outfit === 'suit') out.push(path(d`M-9 -147L0 -118L9 -147Z`, { fill: '#ffffff' }), path(d`M-1.5 -140L0 -122L1.5 -140Z`, { fill: C.accent }));
  if (outfit === 'scrubs' || outfit === 'casual') out.push(path(d`M-8 -147L0 -136L8 -147`, { fill: 'none', stroke: line, 'stroke-width': 1.5 }));
  if (pose === 'tablet') {
    out.push(path(d`M20 -142L30 -112L10 -116L14 -110L34 -106L26 -140Z`, { fill: darken(body, 0.06), stroke: line, 'stroke-width': 0.8 }));
    out.push(rect(-4, -126, 24, 17, { rx: 2, fill: '#1c2530' }), rect(-2, -124, 20, 13, { fill: '#3d8fd6', opacity: 0.8 }), circle(14, -111, 4.3, { fill: hand }));
  } else if (pose === 'point') {
    out.push(path(d`M18 -146L50 -170L54 -163L24 -136Z`, { fill: darken(body, 0.06), stroke: line, 'stroke-width': 0.8 }), circle(54, -169, 4.6, { fill: hand }));
  }
  out.push(rect(-4.5, -154, 9, 9, { fill: darken(skin, 0.08) }));
  if (outfit === 'gown') {
    out.push(ellipse(0, -160, 15, 17, { fill: '#eef3f8', stroke: line, 'stroke-width': 0.8 }), ellipse(0, -161, 9, 10, { fill: skin }), rect(-8, -158, 16, 8, { rx: 3, fill: '#bfe3f2' }), rect(-9, -167, 18, 4, { rx: 2, fill: '#9fc7e8', opacity: 0.8 }));
  } else {
    out.push(ellipse(0, -162, 10.5, 12, { fill: skin }));
    out.push(path(d`M-11 -160C-12 -178 12 -178 11 -160C9 -167 -4 -170 -11 -160Z`, { fill: hair }));
    if (outfit === 'scrubs') out.push(path(d`M-11.5 -163C-11 -177 11 -177 11.5 -163Z`, { fill: '#5fb3c2' }));
  }
  return g(o.flip ? { transform: 'scale(-1 1)' } : {}, out);
}
