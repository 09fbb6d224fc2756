import type { LocalizedText } from '../../components/localized.ts';

/** /data/awards/award{1..4}.json */
export interface Award {
  id: string;
  title: LocalizedText;
  organisation: string;
  year: number;
  score: string;
  wine: string;
}

/** /data/wines/wine{1..8}.json */
export interface Wine {
  id: string;
  name: string;
  denomination: string;
  vintage: number | string;
  grape: string;
  image: string;
  notes: LocalizedText;
  pairing: LocalizedText;
}
