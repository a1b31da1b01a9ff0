// What the demo news is written with: the items' titles and leads, paragraphs and tips for
// their bodies, and the members' comments.

export const newsItems: ReadonlyArray<{ title: string; lead: string }> = [
  {
    title: 'Bahar Yarışları Takvimi Açıklandı',
    lead: 'Federasyon, bahar dönemi yarışlarının tarihlerini ve bırakış noktalarını duyurdu; sezon nisan ayının ilk hafta sonu Edirne etabıyla başlıyor.',
  },
  {
    title: 'Edirne’den Bırakılan Kuşlar Rekor Sürede Döndü',
    lead: 'Geçen hafta sonu Edirne’den bırakılan kuşlar, arka rüzgârın da yardımıyla İstanbul’daki güvercinliklerine beklenenden çok daha erken ulaştı.',
  },
  {
    title: 'Genç Kuş Sezonu İçin Aşı Takvimi Hatırlatması',
    lead: 'Veteriner hekimler, genç kuş sezonu öncesinde paramikso ve çiçek aşılarının en geç yarıştan altı hafta önce tamamlanmasını öneriyor.',
  },
  {
    title: 'Marmara Bölgesi Şampiyonası Sonuçları',
    lead: 'Üç etaptan oluşan Marmara Bölgesi Şampiyonası’nda dereceler belli oldu; ilk üç sıranın ikisi Bursalı yetiştiricilerin.',
  },
  {
    title: 'Yeni Üyelerimize Hoş Geldiniz: Kayıt ve Onay Süreci',
    lead: 'Kanat Mezat’a kayıt olan her üyenin bilgileri ekibimizce kontrol edilir; onaylanan hesaplar teklif vermeye hemen başlayabilir.',
  },
  {
    title: 'Açık Arttırmalarda Teklif Verirken Dikkat Edilmesi Gerekenler',
    lead: 'Teklif vermeden önce kuşun bilezik numarasını, soy bilgilerini ve kalan süreyi dikkatle incelemenizi öneriyoruz.',
  },
  {
    title: 'Sıcak Havalarda Güvercin Bakımı',
    lead: 'Yaz aylarında güvercinliklerde sıcaklık hızla yükselir; temiz su, gölge ve iyi havalandırma kuşların sağlığı için vazgeçilmezdir.',
  },
  {
    title: 'Yüz Yıllık Güvercinlik Geleneği: Kadıköy’de Bir Usta',
    lead: 'Dedesinden kalan güvercinliği elli yıldır ayakta tutan Hüseyin Usta, bu sporun sabır ve sevgiyle yapıldığını söylüyor.',
  },
  {
    title: 'Kış Döneminde Damızlık Hazırlığı',
    lead: 'Damızlık çiftlerin eşleştirilmesinden önce kuşların tüy dökümünü tamamlamış ve kondisyonunu toplamış olması gerekir.',
  },
  {
    title: 'Ege Kupası’nda Zafer Denizli’ye Gitti',
    lead: 'Bu yıl yedincisi düzenlenen Ege Kupası’nda birinciliği, Afyonkarahisar etabında gösterdiği performansla Denizlili bir yetiştiricinin mavi alaca erkeği kazandı.',
  },
  {
    title: 'Bilezik Dağıtımı Başladı',
    lead: 'Yeni sezon bilezikleri kulüpler aracılığıyla dağıtılmaya başlandı; yavrulara bileziklerin yedinci günden önce takılması gerekiyor.',
  },
  {
    title: 'Uzun Mesafe Yarışlarında Beslenmenin Önemi',
    lead: 'Uzun mesafe yarışlarından önceki üç günde yağ oranı yüksek yemlere geçmek, kuşların dayanıklılığını belirgin biçimde artırıyor.',
  },
  {
    title: 'Grup İhalelerimizde Yeni Dönem',
    lead: 'Grup ihalelerinde artık bir gruptaki tüm açık arttırmaların toplam teklif sayısını ve toplam tutarını tek ekranda görebilirsiniz.',
  },
  {
    title: 'Güvercinlerde Tüy Dökümü ve Vitamin Desteği',
    lead: 'Tüy dökümü döneminde protein ve mineral ihtiyacı artar; dengeli bir yem karışımı ve vitamin desteği yeni tüylerin sağlıklı çıkmasını sağlar.',
  },
  {
    title: 'Ankara’da Düzenlenen Sergiye Yoğun İlgi',
    lead: 'Ankara’da iki gün süren güvercin sergisini binlerce ziyaretçi gezdi; en güzel kuş ödülü Polatlılı bir yetiştiricinin oldu.',
  },
  {
    title: 'Genç Yetiştiricilere Eğitim Semineri',
    lead: 'Kulübümüzün düzenlediği seminerde genç yetiştiricilere yavru bakımı, antrenman ve hastalıklardan korunma anlatıldı.',
  },
  {
    title: 'Karadeniz Etabı Zorlu Hava Koşullarında Tamamlandı',
    lead: 'Yağmur ve sis nedeniyle bir gün ertelenen Karadeniz etabında kuşların büyük bölümü güvercinliklerine sağ salim döndü.',
  },
  {
    title: 'Sezonun En Yüksek Teklifi Arşivde',
    lead: 'Geçen ay sona eren grup ihalesinde bir damızlık dişi için verilen teklif, sezonun en yüksek tutarı olarak arşivdeki yerini aldı.',
  },
  {
    title: 'Güvercin Sağlığında Temizlik ve Dezenfeksiyon',
    lead: 'Haftalık temizlik ve düzenli dezenfeksiyon, güvercinliklerde hastalıkların yayılmasını önlemenin en etkili yoludur.',
  },
  {
    title: 'Yarış Kuşlarının Antrenman Programı Nasıl Olmalı?',
    lead: 'Deneyimli yetiştiriciler, sezondan önce kuşların her gün en az bir saat serbest uçuş yapmasını ve kısa mesafeli bırakışlarla alıştırılmasını öneriyor.',
  },
  {
    title: 'Konya’dan Bırakılan 1200 Kuş Evine Döndü',
    lead: 'Konya etabında bırakılan 1200 kuşun neredeyse tamamı aynı gün güvercinliklerine ulaştı; ilk kuş saatte 78 kilometre hızla uçtu.',
  },
  {
    title: 'Federasyon Yeni Yarış Yönetmeliğini Yayımladı',
    lead: 'Yeni yönetmelikle elektronik saat kullanımı zorunlu hale geliyor ve sonuçların aynı gün içinde ilan edilmesi gerekiyor.',
  },
  {
    title: 'Sahipliği Doğrulanmış Kuşlarla Güvenli Alışveriş',
    lead: 'Sitemizde satışa çıkan her kuşun bilezik numarası ve sahiplik bilgisi ekibimizce doğrulanıyor.',
  },
  {
    title: 'Yavru Dönemi: İlk 30 Gün',
    lead: 'Yavruların ilk otuz günü, ileride iyi bir yarışçı olup olmayacaklarını belirleyen en kritik dönemdir.',
  },
  {
    title: 'Kulüpler Arası Dostluk Yarışı Düzenlendi',
    lead: 'Yedi kulübün katıldığı dostluk yarışında dereceye giren yetiştiricilere plaketleri tören ile verildi.',
  },
  {
    title: 'Soy Kütüğü Tutmanın Püf Noktaları',
    lead: 'Her kuşun anne, baba ve derece bilgilerini düzenli kaydetmek, doğru eşleştirmeler yapmanın temelidir.',
  },
  {
    title: 'Güvercinlik Tasarımında Havalandırma',
    lead: 'İyi bir güvercinlik, kuşları cereyana maruz bırakmadan sürekli temiz hava alacak şekilde tasarlanmalıdır.',
  },
  {
    title: 'Trakya Bölgesi Sezon Açılışı Yapıldı',
    lead: 'Trakya bölgesindeki kulüpler, sezonu Keşan’da düzenlenen ortak bırakışla açtı.',
  },
  {
    title: 'Şampiyon Dişi Rekor Fiyata Alıcı Buldu',
    lead: 'Üç sezon üst üste dereceye giren şampiyon dişi, açık arttırmanın son dakikalarında gelen tekliflerle rekor fiyata satıldı.',
  },
  {
    title: 'Mobil Uyumlu Yeni Sitemiz Yayında',
    lead: 'Yenilenen sitemizle açık arttırmaları telefonunuzdan da rahatça takip edebilir, teklifinizi tek dokunuşla verebilirsiniz.',
  },
  {
    title: 'Kuş Gribi Uyarısı: Alınması Gereken Önlemler',
    lead: 'Yetkililer, göç döneminde yabani kuşlarla temasın önlenmesi ve güvercinliklerin ağ ile kapatılması çağrısında bulundu.',
  },
  {
    title: 'Sezon Sonu Ödül Töreni Gerçekleştirildi',
    lead: 'Sezonun en başarılı yetiştiricileri, İstanbul’da düzenlenen törende kupalarını aldı.',
  },
  {
    title: 'Yılın Yetiştiricisi Ödülüne Aday Gösterin',
    lead: 'Yılın yetiştiricisi ödülü için aday önerilerinizi ay sonuna kadar iletişim formu aracılığıyla gönderebilirsiniz.',
  },
];

export const newsParagraphs = [
  'Yarış sezonunun verimli geçmesi, kış aylarında yapılan hazırlığa doğrudan bağlıdır. Kuşların kondisyonu, beslenmesi ve sağlık kontrolleri bu dönemde planlanmalıdır.',
  'Yetiştiricilerimiz, bırakış saatlerinin hava durumuna göre değişebileceğini göz önünde bulundurarak kulüplerinin duyurularını yakından takip etmelidir.',
  'Kuşların güvercinliğe dönüş süreleri elektronik saatlerle kayıt altına alınıyor; sonuçlar kulüp temsilcilerinin onayının ardından ilan ediliyor.',
  'Uzmanlar, özellikle genç kuşlarda ani yem değişikliklerinden kaçınılmasını ve yeni karışımlara birkaç gün içinde kademeli olarak geçilmesini tavsiye ediyor.',
  'Temiz içme suyu her gün yenilenmeli, suluklar haftada en az iki kez sirkeli suyla yıkanmalıdır.',
  'Güvercinlikte kuş başına yeterli alan bırakılması hem kavgaları azaltır hem de hastalıkların yayılma riskini düşürür.',
  'Sezon boyunca kuşların ağırlığını ve tüy durumunu düzenli kontrol etmek, olası sağlık sorunlarını erken fark etmeyi sağlar.',
  'Organizasyona katılan tüm yetiştiricilere ve emeği geçen kulüp yöneticilerine teşekkür ederiz.',
  'Ayrıntılı sonuç listesi ve derece tabloları kulüplere e-posta ile gönderildi; listeyi kulübünüzden isteyebilirsiniz.',
  'Açık arttırmalarımızda teklif vermek için hesabınızın onaylanmış ve telefon numaranızın doğrulanmış olması gerekir.',
  'Teklifinizi vermeden önce kuşun fotoğraflarını ve soy bilgilerini incelemeyi, sorularınız için bizimle iletişime geçmeyi unutmayın.',
  'Her yıl binlerce yetiştiricinin katıldığı bu spor, sabır, disiplin ve kuşlara duyulan sevgiyle yaşatılıyor.',
  'Havaların ısınmasıyla birlikte antrenman uçuşlarının sabahın erken saatlerine alınması kuşları yormadan formda tutar.',
  'Yavrular sütten kesildikten sonra ilk günlerde güvercinliğin çevresini tanımalı, ardından kısa mesafeli alıştırma bırakışlarına başlanmalıdır.',
  'Kulüpler arasında dayanışmayı artırmak amacıyla düzenlenen etkinliklerin önümüzdeki sezon da sürmesi planlanıyor.',
  'Bilezik numarası kayıtlı olmayan kuşlar yarışlara ve açık arttırmalara kabul edilmiyor.',
];

export const newsTipHeadings = [
  'Öne Çıkanlar',
  'Yetiştiricilere Öneriler',
  'Takvim',
  'Dikkat Edilecekler',
] as const;

export const newsTips = [
  'Aşı kartlarınızı yarıştan önce kulübünüze teslim edin.',
  'Bırakış sabahı kuşlara hafif yem verin.',
  'Güvercinlik zeminini her gün kuru tutun.',
  'Yeni gelen kuşları iki hafta ayrı bölmede tutun.',
  'Elektronik saatinizin pilini sezon başında değiştirin.',
  'Suya haftada bir gün elma sirkesi ekleyin.',
  'Sonuç itirazlarını yirmi dört saat içinde yapın.',
  'Sıcak günlerde banyo suyu koymayı ihmal etmeyin.',
];

export const newsComments = [
  'Emeğinize sağlık, çok faydalı bir yazı olmuş.',
  'Geçen sezon biz de aynı sorunu yaşadık, öneriler için teşekkürler.',
  'Kuşlarımız bu hafta çok iyi döndü, herkese bol şans!',
  'Tarihler kesinleşince ayrıca duyuru yapılacak mı?',
  'Harika haber, kazananları tebrik ederim!',
  'Vitamin takviyesi için hangi ürünü öneriyorsunuz?',
  'Kadıköy’den selamlar, yarışta görüşmek üzere.',
  'Bu tür eğitimlerin daha sık yapılmasını isterim.',
  'Açık arttırma sistemi çok pratik, teşekkürler.',
  'Fotoğraflar çok güzel olmuş.',
  'Hava şartları düşünülünce çok iyi bir derece.',
  'Damızlık hazırlığı için tam zamanında bir yazı.',
  'Bizim kulüp de katılmak istiyor, nasıl başvurabiliriz?',
  'Yavru dönemiyle ilgili bilgiler çok işime yaradı.',
  'Emeği geçen herkese teşekkürler.',
  'Bir sonraki etabı sabırsızlıkla bekliyoruz.',
  'Güvercinlik havalandırması konusunda çok haklısınız.',
  'Bizim bölgede bilezikler henüz gelmedi, bilgisi olan var mı?',
];
