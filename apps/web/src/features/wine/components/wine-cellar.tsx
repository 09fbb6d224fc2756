import { useTranslation } from '../../../i18n/index.ts';
import { Carousel } from '../../../components/carousel.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { Picture } from '../../../media/picture.tsx';
import styles from './wine-cellar.module.css';

/** The wine carousel has 3 images (docs/product.md, Constants). */
const images = ['wine-01', 'wine-02', 'wine-03'];

/** The cellar and its story, with the three-image carousel. */
export function WineCellar() {
  const { t } = useTranslation('wine');
  return (
    <section id="cantina" className={styles.section} aria-labelledby="wine-cellar-title">
      <div className={`container ${styles.grid}`}>
        <div>
          <SectionHeading id="wine-cellar-title" eyebrow={t('cellar.eyebrow')} title={t('cellar.title')} intro={t('cellar.intro')} />
          <p className={styles.text}>{t('cellar.body1')}</p>
          <p className={styles.text}>{t('cellar.body2')}</p>
        </div>
        <Carousel
          size="full"
          label={t('cellar.carouselLabel')}
          labels={{
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            slide: (position, total) => t('carousel.slide', { position, total }),
            goTo: (position) => t('carousel.goTo', { position }),
          }}
          slides={images.map((name, i) => (
            <figure key={name} className={styles.figure}>
              <Picture name={name} alt={t(`cellar.images.${i}`)} sizes="(min-width: 960px) 36rem, 92vw" className={styles.image} />
            </figure>
          ))}
        />
      </div>
    </section>
  );
}
