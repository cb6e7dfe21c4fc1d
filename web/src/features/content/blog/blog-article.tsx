import type { BlogPost } from '@shop/contract/content/content.calls';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { Skeleton, SkeletonLines } from '../../../shared/ui/skeleton.tsx';
import { ContentImage } from '../content-image.tsx';
import { Eyebrow } from '../eyebrow.tsx';
import { RichText } from '../rich-text.tsx';
import { PostMeta, PostTags } from './post-meta.tsx';
import './blog-article.css';

/** A whole post: title, date and author, cover picture, the text and its tags, in one reading column. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const title = pick(post, 'title');
  return (
    <article className="container blog-article">
      <header className="blog-article__header">
        <Eyebrow text={t('blog.eyebrow')} />
        <h1>{title}</h1>
        <PostMeta post={post} />
      </header>
      {post.image && (
        <ContentImage src={post.image} alt={title} size="scene" priority className="blog-article__cover" />
      )}
      <RichText headingLevel={2} html={pick(post, 'content')} className="prose blog-article__body" />
      <footer className="blog-article__footer">
        <PostTags tags={post.tags} label={t('blog.tags')} />
      </footer>
    </article>
  );
}

export function BlogArticleSkeleton() {
  return (
    <div className="container blog-article" aria-hidden="true">
      <div className="blog-article__header">
        <Skeleton shape="eyebrow" />
        <Skeleton shape="title" />
        <Skeleton shape="line" />
      </div>
      <Skeleton shape="image" className="blog-article__cover" />
      <div className="prose blog-article__body">
        <SkeletonLines lines={8} />
      </div>
    </div>
  );
}
