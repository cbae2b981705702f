import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { folderOwned, useGetFolderDetailsQuery } from '@/features/folders';
import { money } from '../model';
import { OneTimePurchase } from '../components/OneTimePurchase';
import { errorText } from '../components/UpgradeFlow';
import '../components/plans.css';

/** /home/folder/:id: a programme folder; paid folders are bought once; the header pins it as the start page. */
export default function FolderPage() {
  const { id } = useParams();
  const folderId = Number(id) || 0;
  const folder = useGetFolderDetailsQuery(String(folderId), { skip: !folderId });

  useEffect(() => {
    if (folder.data) document.title = `${folder.data.title} | RWL`;
  }, [folder.data]);

  if (folder.isLoading) return <Spinner label="Loading the programme" />;
  if (folder.error || !folder.data) {
    return (
      <div className="page">
        <ErrorState
          message={errorText(folder.error, 'This folder could not be found.')}
          onRetry={() => void folder.refetch()}
        />
      </div>
    );
  }
  const data = folder.data;
  return (
    <div className="page plans-page folder-page">
      <SafeImage src={data.image} alt="" className="folder-page__image" />
      <h1>{data.title}</h1>
      <p className="lead">{data.description}</p>
      {data.weeks ? <p>{data.weeks} weeks</p> : null}
      {folderOwned(data) ? (
        <div className="plans-notice" role="status">
          <p>
            {data.is_paid
              ? 'You own this programme. Enjoy every session!'
              : 'This programme is included in your membership.'}
          </p>
          <Link to="/home" className="button button--secondary">
            Back to my dashboard
          </Link>
        </div>
      ) : (
        <div className="plans-notice">
          <p>
            This programme is sold separately:{' '}
            <strong>{money(data.price, data.currency_symbol)}</strong>, yours to keep.
          </p>
          <OneTimePurchase
            product={{
              product_type: 'folder',
              product_type_id: Number(data.folder_id),
              product_price: data.price,
              name: data.title,
            }}
            symbol={data.currency_symbol}
            onPurchased={() => void folder.refetch()}
          />
        </div>
      )}
    </div>
  );
}
