import { useTranslation } from '../../../i18n/index.ts';
import { Carousel } from '../../../components/carousel.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { Picture } from '../../../media/picture.tsx';
import styles from './truffle-offer.module.css';

/** The truffle carousel has 10 images (docs/product.md, Constants). */
const images = Array.from({ length: 10 }, (_, i) => `truffle-${String(i + 1).padStart(2, '0')}`);
const included = ['guide', 'dogs', 'tasting', 'wine', 'gift'] as const;

export function TruffleOffer() {
  const { t } = useTranslation('truffle');
  return (
    <section id="esperienza" className={styles.section} aria-labelledby="truffle-offer-title">
      <div className="container">
        <div className={styles.intro}>
          <div>
            <SectionHeading id="truffle-offer-title" eyebrow={t('offer.eyebrow')} title={t('offer.title')} intro={t('offer.intro')} />
            <p className={styles.season}>{t('offer.season')}</p>
          </div>
          <div className={styles.body}>
            <p>{t('offer.body1')}</p>
            <p>{t('offer.body2')}</p>
            <h3 className={styles.includedTitle}>{t('offer.includedTitle')}</h3>
            <ul className={styles.included}>
              {included.map((item) => (
                <li key={item}>{t(`offer.included.${item}`)}</li>
              ))}
            </ul>
          </div>
        </div>
        <Carousel
          label={t('offer.carouselLabel')}
          labels={{
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            slide: (position, total) => t('carousel.slide', { position, total }),
            goTo: (position) => t('carousel.goTo', { position }),
          }}
          slides={images.map((name, i) => (
            <figure key={name} className={styles.figure}>
              <Picture name={name} alt={t(`offer.images.${i}`)} sizes="(min-width: 1200px) 720px, (min-width: 900px) 60vw, 86vw" className={styles.image} />
            </figure>
          ))}
        />
      </div>
    </section>
  );
}
